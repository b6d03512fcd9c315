import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Post } from '../posts';
import PostMeta from './PostMeta';
import TagCover from './TagCover';

/** One post in the grid: a cover, its tags, the title (the only link), the excerpt and who wrote it when. */
export default function PostCard({ post }: { post: Post }) {
  return (
    <Card
      component="article"
      id={post.slug}
      aria-labelledby={`${post.slug}-title`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        scrollMarginTop: 16,
        transition: 'border-color 150ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <TagCover tag={post.tags[0]} />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 2.5 }}>
        <Typography variant="overline" component="p" color="primary" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
          {post.tags.join(' · ')}
        </Typography>
        <Typography id={`${post.slug}-title`} variant="h6" component="h3" sx={{ lineHeight: 1.35 }}>
          <Link href={`#${post.slug}`} color="inherit" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {post.excerpt}
        </Typography>
        <Box sx={{ pt: 1 }}>
          <PostMeta post={post} />
        </Box>
      </CardContent>
    </Card>
  );
}
