import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Post } from '../posts';
import { formatDate } from './postFormat';

/** Author initials, name, date and reading time. */
export default function PostMeta({ post }: { post: Post }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          fontSize: 14,
          fontWeight: 600,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {post.author.initials}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" noWrap>
          {post.author.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
        </Typography>
      </Box>
    </Box>
  );
}
