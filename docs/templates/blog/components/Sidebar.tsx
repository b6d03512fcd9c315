import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/CodeRounded';
import ForumIcon from '@mui/icons-material/ForumRounded';
import RssFeedIcon from '@mui/icons-material/RssFeedRounded';
import WorkIcon from '@mui/icons-material/WorkRounded';
import { formatMonth } from './postFormat';

export interface ArchiveMonth {
  key: string;
  count: number;
}

interface SidebarProps {
  months: ArchiveMonth[];
  selectedMonth: string | null;
  onSelectMonth: (month: string | null) => void;
}

const social = [
  { label: 'RSS feed', handle: 'workbench.kestrel.example/rss', Icon: RssFeedIcon },
  { label: 'Code', handle: 'kestrel-labs on GitHub', Icon: CodeIcon },
  { label: 'Discussion', handle: '#workbench on our forum', Icon: ForumIcon },
  { label: 'Jobs', handle: 'We are hiring in Rotterdam', Icon: WorkIcon },
];

/** About the blog, the archive by month (each month filters the posts) and where to follow along. */
export default function Sidebar({ months, selectedMonth, onSelectMonth }: SidebarProps) {
  return (
    <Stack component="aside" aria-label="About this blog" spacing={3}>
      <Paper variant="outlined" sx={{ p: 2.5, scrollMarginTop: 16 }} id="about">
        <Typography variant="h6" component="h2" gutterBottom>
          About
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Kestrel Labs plans the routes for 1,400 delivery fleets. On The Workbench our engineers write about the
          problems behind that: fast solvers, big tables, apps that work offline, and how we run the team.
        </Typography>
      </Paper>
      <Box id="archive" sx={{ scrollMarginTop: 16 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Archive
        </Typography>
        <List dense disablePadding aria-label="Posts by month">
          <ListItem disablePadding>
            <ListItemButton
              selected={selectedMonth === null}
              aria-pressed={selectedMonth === null}
              onClick={() => onSelectMonth(null)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText primary="All months" />
            </ListItemButton>
          </ListItem>
          {months.map((month) => {
            const active = selectedMonth === month.key;
            return (
              <ListItem key={month.key} disablePadding>
                <ListItemButton
                  selected={active}
                  aria-pressed={active}
                  onClick={() => onSelectMonth(active ? null : month.key)}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText primary={formatMonth(month.key)} />
                  <Typography variant="body2" color="text.secondary" component="span" dir="auto">
                    {month.count} {month.count === 1 ? 'post' : 'posts'}
                  </Typography>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Box id="follow" sx={{ scrollMarginTop: 16 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Follow along
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {social.map(({ label, handle, Icon }) => (
            <Box component="li" key={label} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Icon fontSize="small" color="primary" aria-hidden />
              <Box>
                <Link href="#follow" underline="hover" variant="body2" sx={{ fontWeight: 600 }}>
                  {label}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {handle}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
