import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import StarIcon from '@mui/icons-material/StarRounded';
import type { Post } from '../posts';
import PostMeta from './PostMeta';
import TagCover from './TagCover';

/** The editors' pick, wide: a large cover beside the title and excerpt (stacked on phones). */
export default function FeaturedPost({ post }: { post: Post }) {
  return (
    <Card
      component="article"
      id={post.slug}
      aria-labelledby={`${post.slug}-title`}
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, scrollMarginTop: 16 }}
    >
      <Box sx={{ flex: { md: '0 0 40%' } }}>
        <TagCover tag={post.tags[0]} height={{ xs: 140, md: '100%' }} />
      </Box>
      <Box sx={{ p: { xs: 2.5, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip icon={<StarIcon />} label="Featured" color="primary" size="small" />
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
            {post.tags.join(' · ')}
          </Typography>
        </Box>
        <Typography
          id={`${post.slug}-title`}
          variant="h4"
          component="h2"
          sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' } }}
        >
          <Link href={`#${post.slug}`} color="inherit" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <Typography color="text.secondary">{post.excerpt}</Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            mt: 'auto',
          }}
        >
          <PostMeta post={post} />
          <Button
            href={`#${post.slug}`}
            variant="outlined"
            endIcon={
              <ArrowForwardIcon sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})} />
            }
            aria-label={`Read “${post.title}”`}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            Read the post
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
