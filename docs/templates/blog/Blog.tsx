import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import BlogFooter from './components/BlogFooter';
import BlogHeader from './components/BlogHeader';
import FeaturedPost from './components/FeaturedPost';
import PostGrid from './components/PostGrid';
import { formatMonth, monthKey } from './components/postFormat';
import Sidebar, { type ArchiveMonth } from './components/Sidebar';
import TagFilter from './components/TagFilter';
import { posts, TAGS, type Tag } from './posts';

const featured = posts.find((post) => post.featured);

const tagCounts = Object.fromEntries(
  TAGS.map((tag) => [tag, posts.filter((post) => post.tags.includes(tag)).length]),
) as Record<Tag, number>;

const archive: ArchiveMonth[] = [];
for (const post of posts) {
  const key = monthKey(post);
  const entry = archive.find((month) => month.key === key);
  if (entry) {
    entry.count += 1;
  } else {
    archive.push({ key, count: 1 });
  }
}

/**
 * The home page of The Workbench, an imaginary engineering blog: a featured
 * post, topic chips and an archive that filter the grid, a title search in the
 * header, "Load more", a sidebar and a footer. The posts are in `posts.ts`.
 */
export default function Blog(props: Omit<AppThemeProps, 'children'>) {
  const [query, setQuery] = React.useState('');
  const [tag, setTag] = React.useState<Tag | null>(null);
  const [month, setMonth] = React.useState<string | null>(null);

  const search = query.trim().toLowerCase();
  const filtering = search !== '' || tag !== null || month !== null;

  const matching = React.useMemo(
    () =>
      posts.filter(
        (post) =>
          // Unfiltered, the featured post has its own card above the grid.
          (filtering || post !== featured) &&
          (search === '' || post.title.toLowerCase().includes(search)) &&
          (tag === null || post.tags.includes(tag)) &&
          (month === null || monthKey(post) === month),
      ),
    [filtering, search, tag, month],
  );

  const clearFilters = () => {
    setQuery('');
    setTag(null);
    setMonth(null);
  };

  const summary = filtering
    ? [
        `${matching.length} ${matching.length === 1 ? 'post' : 'posts'}`,
        tag ? `tagged ${tag}` : '',
        month ? `from ${formatMonth(month)}` : '',
        search ? `with “${query.trim()}” in the title` : '',
      ]
        .filter(Boolean)
        .join(' ')
    : `${matching.length} more posts, newest first`;

  return (
    <AppTheme {...props}>
      <Box id="top" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <BlogHeader query={query} onQueryChange={setQuery} />
        <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 4, md: 6 } }}>
          <Box sx={{ mb: { xs: 3, md: 5 }, maxWidth: 720 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '2.75rem' }, mb: 1.5 }}>
              Notes from the people who build Kestrel
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
              Route solvers, databases, offline maps and the habits that keep a small team shipping. A new post most
              weeks.
            </Typography>
          </Box>
          <Grid container spacing={{ xs: 4, md: 5 }}>
            <Grid size={{ xs: 12, md: 8 }}>
              {featured && !filtering ? (
                <Box sx={{ mb: 5 }}>
                  <FeaturedPost post={featured} />
                </Box>
              ) : null}
              <Box component="section" aria-labelledby="latest-title" id="latest" sx={{ scrollMarginTop: 16 }}>
                <Typography id="latest-title" variant="h5" component="h2" gutterBottom>
                  {filtering ? 'Matching posts' : 'Latest posts'}
                </Typography>
                <Box id="topics" sx={{ scrollMarginTop: 16, mb: 2 }}>
                  <TagFilter tags={TAGS} selected={tag} onChange={setTag} counts={tagCounts} />
                </Box>
                <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {summary}
                </Typography>
                <Box id="post-grid">
                  <PostGrid posts={matching} onClearFilters={clearFilters} />
                </Box>
              </Box>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Sidebar months={archive} selectedMonth={month} onSelectMonth={setMonth} />
            </Grid>
          </Grid>
        </Container>
        <BlogFooter />
      </Box>
    </AppTheme>
  );
}
