import type SvgIcon from '@mui/material/SvgIcon';
import BoltIcon from '@mui/icons-material/BoltRounded';
import ForumIcon from '@mui/icons-material/ForumRounded';
import GroupsIcon from '@mui/icons-material/GroupsRounded';
import ShieldIcon from '@mui/icons-material/ShieldRounded';

/** What the panel beside the form says about the product. */
export interface Benefit {
  icon: typeof SvgIcon;
  title: string;
  text: string;
}

export const BENEFITS: Benefit[] = [
  {
    icon: ForumIcon,
    title: 'Every conversation in one place',
    text: 'Email, chat and contact forms land in one queue the whole team can see.',
  },
  {
    icon: GroupsIcon,
    title: 'Clear ownership',
    text: 'Assign a thread in one click, so no message is answered twice, or not at all.',
  },
  {
    icon: BoltIcon,
    title: 'Replies in minutes',
    text: 'Saved replies and shortcuts cut the typing: the median team answers in 9 minutes.',
  },
  {
    icon: ShieldIcon,
    title: 'Private by default',
    text: 'Single sign-on, two-factor sign-in and EU data hosting on every plan.',
  },
];

export const TESTIMONIAL = {
  quote: 'We stopped losing customer emails in the first week, and nobody misses the forwarding rules.',
  name: 'Mara Lindqvist',
  role: 'Operations lead, Fjord & Fennel',
  initials: 'ML',
};
