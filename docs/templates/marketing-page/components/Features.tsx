import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AssessmentIcon from '@mui/icons-material/AssessmentRounded';
import CampaignIcon from '@mui/icons-material/CampaignRounded';
import EventRepeatIcon from '@mui/icons-material/EventRepeatRounded';
import FactCheckIcon from '@mui/icons-material/FactCheckRounded';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveRounded';
import PublicIcon from '@mui/icons-material/PublicRounded';
import { features, type FeatureIcon } from '../data';
import SectionHeading from './SectionHeading';

const ICONS: Record<FeatureIcon, typeof PublicIcon> = {
  checks: FactCheckIcon,
  alerts: NotificationsActiveIcon,
  status: CampaignIcon,
  oncall: EventRepeatIcon,
  regions: PublicIcon,
  reports: AssessmentIcon,
};

/** Six feature cards, each with an icon in a tinted square. */
export default function Features() {
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-title"
      sx={{ scrollMarginTop: 64, py: { xs: 8, md: 10 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything between “it broke” and “it’s fixed”"
          description="Checks, alerts, rotations and a status page that share one idea of what is happening, so nobody has to copy it between tools."
        />
        <Grid container spacing={3}>
          {features.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card
                  sx={{ height: '100%', transition: 'border-color 150ms', '&:hover': { borderColor: 'primary.main' } }}
                >
                  <CardContent sx={{ p: 3 }}>
                    <Box
                      sx={(theme) => ({
                        display: 'inline-flex',
                        p: 1.25,
                        mb: 2,
                        borderRadius: 2,
                        color: 'primary.main',
                        bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`,
                      })}
                    >
                      <Icon aria-hidden />
                    </Box>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {feature.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {feature.description}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
