import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import BillingToggle from './components/BillingToggle';
import ComparisonTable from './components/ComparisonTable';
import CtaBand from './components/CtaBand';
import FaqSection from './components/FaqSection';
import PlanCard from './components/PlanCard';
import PricingFooter from './components/PricingFooter';
import PricingHeader from './components/PricingHeader';
import { PRODUCT_NAME, bestSavingPercent, plans, type BillingPeriod } from './plans';

/**
 * A SaaS pricing page: a billing-period toggle above three plan cards, the full feature comparison,
 * common questions, a call to action and a footer. All prices and features come from `plans.ts`.
 */
export default function Pricing(props: Omit<AppThemeProps, 'children'>) {
  const [period, setPeriod] = React.useState<BillingPeriod>('yearly');
  return (
    <AppTheme {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <PricingHeader />
        <Box component="main" sx={{ flex: 1 }}>
          <Box
            component="section"
            id="plans"
            aria-labelledby="pricing-heading"
            sx={(theme) => ({
              scrollMarginTop: 64,
              pt: { xs: 6, md: 10 },
              pb: { xs: 6, md: 8 },
              background: `radial-gradient(ellipse 80% 50% at 50% -10%, rgba(${theme.vars.palette.primary.mainChannel} / 0.14), transparent)`,
            })}
          >
            <Container maxWidth="lg">
              <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
                <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
                  Pricing
                </Typography>
                <Typography id="pricing-heading" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.75rem' }, mb: 2 }}>
                  Pay for the monitors you run, not the seats you fill
                </Typography>
                <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
                  {PRODUCT_NAME} watches your sites and APIs every few seconds and tells your team the moment something
                  breaks. Every plan includes unlimited teammates.
                </Typography>
                <BillingToggle value={period} onChange={setPeriod} savingPercent={bestSavingPercent()} />
              </Box>
              <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
                {plans.map((plan) => (
                  <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
                    <PlanCard plan={plan} period={period} />
                  </Grid>
                ))}
              </Grid>
            </Container>
          </Box>

          <Container
            component="section"
            id="compare"
            aria-labelledby="compare-heading"
            maxWidth="lg"
            sx={{ py: { xs: 6, md: 8 }, scrollMarginTop: 64 }}
          >
            <Typography id="compare-heading" variant="h2" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
              Compare plans
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              Everything each plan includes, feature by feature.
            </Typography>
            <ComparisonTable />
          </Container>

          <Container
            component="section"
            id="faq"
            aria-labelledby="faq-heading"
            maxWidth="md"
            sx={{ py: { xs: 6, md: 8 }, scrollMarginTop: 64 }}
          >
            <Typography id="faq-heading" variant="h2" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 3 }}>
              Frequently asked questions
            </Typography>
            <FaqSection />
          </Container>

          <CtaBand />
        </Box>
        <PricingFooter />
      </Box>
    </AppTheme>
  );
}
