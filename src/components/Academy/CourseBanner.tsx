import { useId, type ReactNode } from 'react';
import { getCourse, type CourseId } from './courses';
import styles from './CourseBanner.module.css';
import shared from './shared.module.css';

type Props = { course: CourseId };

/**
 * The overview at the top of a course page. The page title is the only h1
 * and the lessons are the h2s, so the banner is a labelled region with no
 * headings of its own.
 */
export default function CourseBanner({ course: courseId }: Props): ReactNode {
  const course = getCourse(courseId);
  const titleId = useId();
  const outcomesId = useId();
  const lessonCount = course.lessons.length;

  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <p className={shared.overline}>Unleash Academy course</p>
      <p id={titleId} className={styles.title}>
        {course.title}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Level</dt>
          <dd>
            <span className={styles.level}>{course.level}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Lessons</dt>
          <dd>{lessonCount}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Time</dt>
          <dd>{course.time}</dd>
        </div>
        <div className={`${styles.fact} ${styles.wide}`}>
          <dt>Who it is for</dt>
          <dd>{course.audience}</dd>
        </div>
      </dl>
      <p id={outcomesId} className={styles.outcomesTitle}>
        After this course, you can:
      </p>
      <ul className={styles.outcomes} aria-labelledby={outcomesId}>
        {course.outcomes.map((outcome) => (
          <li key={outcome}>{outcome}.</li>
        ))}
      </ul>
    </section>
  );
}
