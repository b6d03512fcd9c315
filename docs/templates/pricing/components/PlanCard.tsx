import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleRounded';
import { yearlySaving, type BillingPeriod, type Plan } from '../plans';

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
}

function billingNote(plan: Plan, period: BillingPeriod): string {
  if (plan.monthly === 0) {
    return 'Free forever, no card needed';
  }
  if (period === 'monthly') {
    return 'Billed monthly, cancel any time';
  }
  return `$${(plan.yearly * 12).toLocaleString('en-US')} billed yearly, you save $${yearlySaving(plan)}`;
}

/** One plan: name, price for the chosen period, what it includes and a call to action. */
export default function PlanCard({ plan, period }: PlanCardProps) {
  const price = period === 'monthly' ? plan.monthly : plan.yearly;
  const highlighted = Boolean(plan.highlighted);
  return (
    <Card
      component="article"
      aria-labelledby={`plan-${plan.id}`}
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: highlighted ? `0 16px 40px -20px rgba(${theme.vars.palette.primary.mainChannel} / 0.6)` : 'none',
      })}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={`plan-${plan.id}`} variant="h5" component="h2">
            {plan.name}
          </Typography>
          {highlighted ? <Chip label="Most popular" color="primary" size="small" sx={{ fontWeight: 700 }} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: { md: 40 } }}>
          {plan.tagline}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline', mt: 3 }}>
          <Typography component="p" sx={{ fontSize: '2.75rem', fontWeight: 700, lineHeight: 1 }}>
            ${price}
          </Typography>
          <Typography color="text.secondary">per month</Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {billingNote(plan, period)}
        </Typography>
        <Divider sx={{ my: 3 }} />
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {plan.highlights.map((line) => (
            <Stack component="li" key={line} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
              <CheckIcon fontSize="small" sx={{ color: 'primary.main', mt: '2px' }} aria-hidden />
              <Typography variant="body2">{line}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ p: 3, pt: 0 }}>
        <Box sx={{ width: '100%' }}>
          <Button
            fullWidth
            size="large"
            href="#get-started"
            variant={highlighted ? 'contained' : 'outlined'}
            aria-label={`${plan.cta}: ${plan.name} plan`}
          >
            {plan.cta}
          </Button>
        </Box>
      </CardActions>
    </Card>
  );
}
