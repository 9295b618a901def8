import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { getCourse, lessonHeading, type CourseId } from './courses';
import { clearedMessage, notSavedMessage, progressLabel, useCourseProgress } from './progress';
import { markdownOmitProps } from '../../config/llms';
import styles from './LessonProgress.module.css';

// The checkboxes and the reset button wait for the stored progress, so no click gets lost.
export default function LessonProgress({ course: courseId }: { course: CourseId }): ReactNode {
  const course = getCourse(courseId);
  const { progress, setDone, reset } = useCourseProgress(course);
  const [message, setMessage] = useState('');
  const titleId = useId();
  const total = course.lessons.length;
  const doneCount = progress.done.length;
  const label = progressLabel(doneCount, total);

  return (
    // Progress is the reader's own: the Markdown copy of the page leaves it out.
    <section className={styles.panel} aria-labelledby={titleId} {...markdownOmitProps}>
      <div className={styles.header}>
        <p id={titleId} className={styles.title}>
          Your progress
        </p>
        <p className={styles.count}>{label}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Lessons done"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={doneCount}
        aria-valuetext={label}
        className={styles.bar}
      >
        <div
          className={styles.fill}
          style={{ width: `${total ? (doneCount / total) * 100 : 0}%` }}
        />
      </div>
      <ol className={styles.lessons}>
        {course.lessons.map((lesson) => {
          const done = progress.done.includes(lesson.id);
          return (
            <li key={lesson.id} className={clsx(styles.lesson, done && styles.lessonDone)}>
              <Link to={`#${lesson.id}`} className={styles.lessonLink}>
                <span className={styles.lessonNumber}>Lesson {lesson.number}:</span> {lesson.title}
              </Link>
              <label className={styles.mark}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={done}
                  aria-label={`Mark as done: ${lessonHeading(lesson)}`}
                  disabled={!progress.ready}
                  onChange={(event) => {
                    setMessage('');
                    setDone(lesson.id, event.currentTarget.checked);
                  }}
                />
                <span aria-hidden="true">Mark as done</span>
              </label>
            </li>
          );
        })}
      </ol>
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.reset}
          disabled={!progress.ready}
          onClick={() => {
            reset();
            setMessage(clearedMessage);
          }}
        >
          Reset progress
        </button>
        <p role="status" className={styles.status}>
          {message || (progress.saved ? '' : notSavedMessage)}
        </p>
      </div>
    </section>
  );
}
