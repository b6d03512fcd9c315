/**
 * The posts of The Workbench, the engineering blog of Kestrel Labs (an
 * imaginary company that makes route-planning software for delivery fleets).
 * Dates are fixed; the newest post comes first.
 */

export type Tag = 'Performance' | 'Databases' | 'Frontend' | 'Infrastructure' | 'Security' | 'Culture';

export const TAGS: Tag[] = ['Performance', 'Databases', 'Frontend', 'Infrastructure', 'Security', 'Culture'];

export interface Author {
  name: string;
  initials: string;
  role: string;
}

export const authors = {
  mira: { name: 'Mira Castellanos', initials: 'MC', role: 'Staff engineer, routing' },
  devon: { name: 'Devon Achterberg', initials: 'DA', role: 'Database reliability' },
  yuki: { name: 'Yuki Tanabe', initials: 'YT', role: 'Frontend platform' },
  ola: { name: 'Ola Nwachukwu', initials: 'ON', role: 'Security engineering' },
  henrik: { name: 'Henrik Lund', initials: 'HL', role: 'Infrastructure lead' },
} satisfies Record<string, Author>;

export interface Post {
  /** The article's id on the page (`#<slug>`). */
  slug: string;
  title: string;
  excerpt: string;
  author: Author;
  /** ISO date of publication. */
  date: string;
  readingMinutes: number;
  /** The first tag picks the cover. */
  tags: [Tag, ...Tag[]];
  featured?: boolean;
}

export const posts: Post[] = [
  {
    slug: 'route-solver-under-a-second',
    title: 'Getting the route solver under one second for 2,000 stops',
    excerpt:
      'Our planners waited nine seconds for a route. We profiled, cached distance matrices per depot and pruned the search early. Here is what moved the needle and what did not.',
    author: authors.mira,
    date: '2026-03-11',
    readingMinutes: 12,
    tags: ['Performance'],
    featured: true,
  },
  {
    slug: 'postgres-partitions-by-depot',
    title: 'Partitioning Postgres by depot, one weekend at a time',
    excerpt:
      'Two billion GPS pings lived in one table. Moving them to partitions without downtime took careful triggers, a backfill queue and a lot of patience.',
    author: authors.devon,
    date: '2026-03-04',
    readingMinutes: 9,
    tags: ['Databases', 'Infrastructure'],
  },
  {
    slug: 'map-tiles-offline',
    title: 'Map tiles that keep working in a tunnel',
    excerpt:
      'Drivers lose signal all the time. A service worker, a tile budget per route and an honest "last updated" label made the app useful offline.',
    author: authors.yuki,
    date: '2026-02-25',
    readingMinutes: 7,
    tags: ['Frontend', 'Performance'],
  },
  {
    slug: 'passkeys-for-dispatchers',
    title: 'What we learned rolling out passkeys to 3,000 dispatchers',
    excerpt:
      'Shared depot computers, gloves and shift changes: the real world had opinions about our sign-in flow. The numbers after six weeks, and the fallback we kept.',
    author: authors.ola,
    date: '2026-02-17',
    readingMinutes: 8,
    tags: ['Security', 'Frontend'],
  },
  {
    slug: 'blameless-reviews',
    title: 'Writing incident reviews people actually read',
    excerpt:
      'We shortened our template to four questions and added a "what surprised us" section. Reviews now get comments from outside the team that wrote them.',
    author: authors.henrik,
    date: '2026-02-05',
    readingMinutes: 5,
    tags: ['Culture'],
  },
  {
    slug: 'arm-build-fleet',
    title: 'Moving our build fleet to ARM and back again (partly)',
    excerpt:
      'Cheaper runners and faster builds, except for one native dependency. How we split the pipeline and what it costs us to keep two architectures.',
    author: authors.henrik,
    date: '2026-01-28',
    readingMinutes: 10,
    tags: ['Infrastructure', 'Performance'],
  },
  {
    slug: 'query-plans-in-review',
    title: 'Putting query plans in code review',
    excerpt:
      'A bot now comments with the plan of every changed query against a copy of production statistics. It caught three sequential scans in its first month.',
    author: authors.devon,
    date: '2026-01-14',
    readingMinutes: 6,
    tags: ['Databases', 'Culture'],
  },
  {
    slug: 'design-tokens-dark-cabs',
    title: 'Design tokens for a dark cab at 5 a.m.',
    excerpt:
      'Our dark theme was an afterthought until drivers told us it blinded them. Rebuilding the palette around contrast ratios and real dashboard mounts.',
    author: authors.yuki,
    date: '2025-12-18',
    readingMinutes: 6,
    tags: ['Frontend'],
  },
  {
    slug: 'secrets-rotation',
    title: 'Rotating every secret every 30 days without waking anyone',
    excerpt:
      'Short-lived credentials sound great until a cron job fails at 3 a.m. The rotation service, its dry runs and the dashboard that made it boring.',
    author: authors.ola,
    date: '2025-12-03',
    readingMinutes: 9,
    tags: ['Security', 'Infrastructure'],
  },
  {
    slug: 'time-windows-heuristic',
    title: 'A cheap heuristic for tight delivery windows',
    excerpt:
      'Customers want a 30-minute window; the solver wants freedom. Seeding routes with the tightest windows first cut late arrivals by a fifth.',
    author: authors.mira,
    date: '2025-11-20',
    readingMinutes: 11,
    tags: ['Performance'],
  },
  {
    slug: 'on-call-for-new-hires',
    title: 'On call in your first month: our shadowing ladder',
    excerpt:
      'New engineers join the rotation in three steps, from watching to leading with a buddy. Why we stopped waiting six months, and what we measure.',
    author: authors.henrik,
    date: '2025-11-06',
    readingMinutes: 4,
    tags: ['Culture'],
  },
  {
    slug: 'vacuum-tuning',
    title: 'Autovacuum settings we wish we had changed sooner',
    excerpt:
      'Table bloat quietly doubled our storage bill. Per-table thresholds, a few indexes we dropped and the graphs we now check every Monday.',
    author: authors.devon,
    date: '2025-10-22',
    readingMinutes: 7,
    tags: ['Databases'],
  },
];
