import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOffRounded';
import type { Post } from '../posts';
import PostCard from './PostCard';

const PAGE_SIZE = 6;

interface PostGridProps {
  posts: Post[];
  /** Clears the search, topic and month; shown in the empty state. */
  onClearFilters: () => void;
}

/**
 * The posts that pass the filters, six at a time. "Load more" shows the next
 * six and moves the focus to the first of them; an empty result says so and
 * offers to clear the filters.
 */
export default function PostGrid({ posts, onClearFilters }: PostGridProps) {
  const [visible, setVisible] = React.useState(PAGE_SIZE);
  /** The post whose title link takes the focus once "Load more" has shown it. */
  const focusSlug = React.useRef<string | null>(null);

  // A new filter starts again from the first page.
  const [previousPosts, setPreviousPosts] = React.useState(posts);
  if (previousPosts !== posts) {
    setPreviousPosts(posts);
    setVisible(PAGE_SIZE);
  }

  React.useEffect(() => {
    if (focusSlug.current) {
      document.querySelector<HTMLAnchorElement>(`#${focusSlug.current}-title a`)?.focus();
      focusSlug.current = null;
    }
  }, [visible]);

  if (posts.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderStyle: 'dashed' }}>
        <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h6" component="h3" gutterBottom>
          No posts match these filters
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 420, mx: 'auto' }}>
          Try a shorter search, another topic or another month. Every post is still here once the filters are cleared.
        </Typography>
        <Button variant="contained" onClick={onClearFilters}>
          Clear all filters
        </Button>
      </Paper>
    );
  }

  const shown = posts.slice(0, visible);
  const remaining = posts.length - shown.length;
  return (
    <Box>
      <Grid container spacing={3}>
        {shown.map((post) => (
          <Grid key={post.slug} size={{ xs: 12, sm: 6 }}>
            <PostCard post={post} />
          </Grid>
        ))}
      </Grid>
      {remaining > 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={() => {
              focusSlug.current = posts[visible]?.slug ?? null;
              setVisible(visible + PAGE_SIZE);
            }}
          >
            Load more posts ({remaining} left)
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
