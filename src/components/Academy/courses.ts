/**
 * The Unleash Academy courses, written once: the course banners, the lesson
 * progress lists and the course cards of the introduction all read this.
 * Lesson titles are the page's `## Lesson N: ...` headings without the
 * prefix; tests/unit/academy.test.ts fails when the two disagree, and the
 * build fails when a lesson anchor points at no heading.
 */

export type CourseId = 'foundational' | 'advanced-for-devs' | 'managing-unleash-for-devops';

export type Level = 'Beginner' | 'Intermediate' | 'Advanced';

export type Lesson = {
  /** The heading's anchor, `lesson-3-projects-and-environments`; also the key progress is stored under. */
  id: string;
  /** 1-based, as in the heading. */
  number: number;
  title: string;
};

export type Course = {
  id: CourseId;
  title: string;
  path: string;
  level: Level;
  audience: string;
  time: string;
  /** What a reader can do after the course, each finishing "After this course, you can ...". */
  outcomes: string[];
  lessons: Lesson[];
};

/**
 * The anchor Docusaurus gives a heading (github-slugger): lower case, spaces
 * to hyphens, other punctuation dropped. Enough for the plain ASCII headings
 * of the courses; the build's anchor check proves it for each lesson link.
 */
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

function lessons(titles: string[]): Lesson[] {
  return titles.map((title, index) => {
    const number = index + 1;
    return { id: headingAnchor(lessonHeading({ number, title })), number, title };
  });
}

export const courses: readonly Course[] = [
  {
    id: 'foundational',
    title: 'Foundational',
    path: '/unleash-academy/foundational',
    level: 'Beginner',
    audience:
      'Everyone who uses Unleash: developers, testers, product managers, designers, support and operations staff',
    time: 'About 2½ hours',
    outcomes: [
      'Explain how feature flags separate deployment from release, and what they cost',
      'Organize flags in projects and environments, and choose the right flag type',
      'Roll out a flag gradually and target users with constraints and segments',
      'Return variants with payloads and check every result in the Playground',
      'Take a flag through its lifecycle, from creation to cleanup and archiving',
    ],
    lessons: lessons([
      'What a feature flag is',
      'How Unleash is put together',
      'Projects and environments',
      'Create a flag and choose its type',
      'Roll out gradually with activation strategies',
      'Target users with constraints',
      'Reuse targeting with segments',
      'Return versions of a feature with variants',
      'Follow the lifecycle and clean up',
    ]),
  },
  {
    id: 'advanced-for-devs',
    title: 'Advanced for developers',
    path: '/unleash-academy/advanced-for-devs',
    level: 'Advanced',
    audience: 'Developers who add flags to backend services and frontend apps',
    time: 'About 2½ hours',
    outcomes: [
      'Choose between a backend and a frontend SDK, and the token each one needs',
      'Explain how a backend SDK polls, caches and keeps working during outages',
      'Build a good Unleash context and choose the stickiness of a rollout',
      'Run an A/B test with variants and send impression data to analytics',
      'Serve frontend flags through Unleash Edge, test code that uses flags without a network, and remove flags cleanly',
    ],
    lessons: lessons([
      'Choose the right SDK',
      'Understand local evaluation',
      'Give the SDK a good Unleash context',
      'Run an A/B test with variants',
      'Send impression data to analytics',
      'Flags in the frontend with React, the frontend API and Edge',
      'Test code that uses flags',
      'Name flags well and remove them from code',
    ]),
  },
  {
    id: 'managing-unleash-for-devops',
    title: 'Managing Unleash for DevOps',
    path: '/unleash-academy/managing-unleash-for-devops',
    level: 'Intermediate',
    audience: 'Platform engineers, DevOps and SRE teams, and Unleash administrators',
    time: 'About 2¾ hours',
    outcomes: [
      'Choose a hosting option and run Unleash with Docker and PostgreSQL',
      'Secure access with scoped tokens, service accounts, roles and single sign-on',
      'Promote changes between environments and require review with change requests',
      'Audit changes with the event log and send events to other tools',
      'Scale with Unleash Edge, and back up and upgrade your instance safely',
    ],
    lessons: lessons([
      'Choose a hosting option',
      'Run Unleash with Docker and PostgreSQL',
      'API tokens, personal access tokens and service accounts',
      'Control access with roles and single sign-on',
      'Environments and promoting changes',
      'Require review with change requests',
      'Audit changes with the event log',
      'Connect other tools with integrations',
      'Scale and harden with Unleash Edge',
      'Upgrades, backups and resource limits',
    ]),
  },
];

export function getCourse(id: CourseId): Course {
  const course = courses.find((entry) => entry.id === id);
  // Only reachable from a hand-written MDX prop that TypeScript does not check.
  if (!course) throw new Error(`Unknown Unleash Academy course "${id}"`);
  return course;
}
