import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckRounded';
import { plans } from '../data';
import SectionHeading from './SectionHeading';

/** Three plans side by side; the popular one is outlined in the primary colour. */
export default function PricingTeaser() {
  return (
    <Box
      component="section"
      id="pricing"
      aria-labelledby="pricing-title"
      sx={{ scrollMarginTop: 64, py: { xs: 8, md: 10 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Start free, pay when it pages"
          description="Every plan includes status pages and the two-region confirmation. Prices are per workspace, not per seat."
        />
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          {plans.map((plan) => (
            <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
              <Card
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderColor: plan.highlighted ? 'primary.main' : undefined,
                  borderWidth: plan.highlighted ? 2 : undefined,
                }}
              >
                <CardContent sx={{ flex: 1, p: 3 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                    <Typography variant="h5" component="h3">
                      {plan.name}
                    </Typography>
                    {plan.highlighted ? <Chip label="Most popular" color="primary" size="small" /> : null}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {plan.summary}
                  </Typography>
                  <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                    <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}>
                      {plan.price}
                    </Box>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {plan.period}
                    </Box>
                  </Typography>
                  <List dense sx={{ mt: 2 }}>
                    {plan.perks.map((perk) => (
                      <ListItem key={perk} disableGutters>
                        <ListItemIcon sx={{ minWidth: 32 }}>
                          <CheckIcon fontSize="small" color="primary" aria-hidden />
                        </ListItemIcon>
                        <ListItemText primary={perk} />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
                <CardActions sx={{ p: 3, pt: 0 }}>
                  <Button
                    href="#get-started"
                    fullWidth
                    variant={plan.highlighted ? 'contained' : 'outlined'}
                    aria-label={`Start with the ${plan.name} plan`}
                  >
                    {plan.price === '$0' ? 'Start for free' : 'Start a free trial'}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
