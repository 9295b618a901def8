// Lesson titles are the pages' `## Lesson N: ...` headings without the prefix;
// tests/unit/academy.test.ts and the build's anchor check catch the two disagreeing.
import courseData from './courses.json';

const courseIds = ['foundational', 'advanced-for-devs', 'managing-unleash-for-devops'] as const;
export type CourseId = (typeof courseIds)[number];
const levels = ['Beginner', 'Intermediate', 'Advanced'] as const;

// `id` is the heading's anchor, `lesson-3-projects-and-environments`, and the key progress is stored under.
export type Lesson = { id: string; number: number; title: string };

export type Course = Omit<(typeof courseData)[number], 'id' | 'level' | 'lessons'> & {
  id: CourseId;
  level: (typeof levels)[number];
  lessons: Lesson[];
};

/** The anchor github-slugger gives a heading, enough for the courses' plain ASCII headings. */
export function headingAnchor(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

export function lessonHeading(lesson: Pick<Lesson, 'number' | 'title'>): string {
  return `Lesson ${lesson.number}: ${lesson.title}`;
}

type CourseData = Omit<Course, 'lessons'> & { lessons: string[] };

export const courses: readonly Course[] = (courseData as CourseData[]).map((course) => {
  // JSON is not type-checked: a misspelt id or level fails the build here.
  if (!courseIds.includes(course.id) || !levels.includes(course.level)) {
    throw new Error(`courses.json: course "${course.id}" has an unknown id or level`);
  }
  const lessons = course.lessons.map((title, index) => {
    const number = index + 1;
    return { id: headingAnchor(lessonHeading({ number, title })), number, title };
  });
  return { ...course, lessons };
});

export function getCourse(id: CourseId): Course {
  const course = courses.find((entry) => entry.id === id);
  // Only reachable from a hand-written MDX prop that TypeScript does not check.
  if (!course) throw new Error(`Unknown Unleash Academy course "${id}"`);
  return course;
}
