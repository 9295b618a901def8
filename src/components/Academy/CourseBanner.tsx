import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { getCourse, type CourseId } from './courses';
import styles from './CourseBanner.module.css';
import shared from './shared.module.css';

/** A course's overview: a labelled region, no headings (the page has one h1, lessons are h2s). */
export default function CourseBanner({ course: courseId }: { course: CourseId }): ReactNode {
  const course = getCourse(courseId);
  const titleId = useId();
  const outcomesId = useId();
  const level = <span className={styles.level}>{course.level}</span>;
  const facts = [
    ['Level', level],
    ['Lessons', course.lessons.length],
    ['Time', course.time],
    ['Who it is for', course.audience],
  ] as const;

  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <p className={shared.overline}>Unleash Academy course</p>
      <p id={titleId} className={styles.title}>
        {course.title}
      </p>
      <dl className={styles.facts}>
        {facts.map(([term, value], index) => (
          <div key={term} className={clsx(styles.fact, index === 3 && styles.wide)}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
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
