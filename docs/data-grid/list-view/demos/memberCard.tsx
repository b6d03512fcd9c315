import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Member } from './team';

const statusColor = { Available: 'success', 'In a meeting': 'warning', 'On leave': 'default' } as const;

/** The body of one row in list view: a small card with the fields that matter on a phone. */
export function MemberCard({ member, showBio = false }: { member: Member; showBio?: boolean }) {
  const initials = member.name
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: showBio ? 'flex-start' : 'center', width: '100%', py: showBio ? 1.5 : 0 }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>{initials}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0, '& .MuiTypography-root': { lineHeight: 1.4, margin: 0 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap={!showBio}>
          {member.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap={!showBio}>
          {member.role} · {member.office}
        </Typography>
        {showBio && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'normal' }}>
            {member.bio}
          </Typography>
        )}
      </Box>
      <Chip size="small" label={member.status} color={statusColor[member.status]} variant="outlined" />
    </Stack>
  );
}
