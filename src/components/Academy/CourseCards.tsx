import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { courses, type Course } from './courses';
import { progressLabel, useCourseProgress } from './progress';
import styles from './CourseCards.module.css';
import shared from './shared.module.css';

function CourseCard({ course }: { course: Course }): ReactNode {
  const { progress } = useCourseProgress(course);
  const total = course.lessons.length;
  const done = progress.done.length;
  // Filled in once the browser has read the stored progress; the line keeps its height until then.
  const status = !progress.ready ? '' : done === 0 ? 'Not started' : progressLabel(done, total);

  return (
    <li className={styles.card}>
      <p className={shared.overline}>{course.level}</p>
      <Heading as="h3" className={styles.title}>
        <Link to={course.path} className={styles.link}>
          {course.title}
        </Link>
      </Heading>
      <p className={styles.audience}>{course.audience}</p>
      <p className={styles.meta}>
        {total} lessons, {course.time.replace(/^About/, 'about')}
      </p>
      <p className={styles.progress}>{status}</p>
    </li>
  );
}

/** The Academy's courses as cards, in the recommended order, with the reader's progress. */
export default function CourseCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </ul>
  );
}
