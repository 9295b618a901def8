import { useId, type ReactNode } from 'react';
import { getCourse, type CourseId } from './courses';
import styles from './CourseBanner.module.css';
import shared from './shared.module.css';

type Props = { course: CourseId };

/** A course's overview: a labelled region, no headings (the page has one h1, lessons are h2s). */
export default function CourseBanner({ course: courseId }: Props): ReactNode {
  const course = getCourse(courseId);
  const titleId = useId();
  const outcomesId = useId();

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
          <dd>{course.lessons.length}</dd>
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
