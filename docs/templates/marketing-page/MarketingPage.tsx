import Box from '@mui/material/Box';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import AppNavBar from './components/AppNavBar';
import Faq from './components/Faq';
import Features from './components/Features';
import Footer from './components/Footer';
import GrowthChart from './components/GrowthChart';
import Hero from './components/Hero';
import Highlights from './components/Highlights';
import PricingTeaser from './components/PricingTeaser';
import Testimonials from './components/Testimonials';

/**
 * The landing page of Lanternfish, an imaginary uptime monitor: a sticky app bar
 * whose links scroll to the sections below, a hero with a trial sign-up, features,
 * a usage chart (MUI X Charts), quotes, numbers, plans, questions and a footer.
 * The copy and figures are in `data.ts`.
 */
export default function MarketingPage(props: Omit<AppThemeProps, 'children'>) {
  return (
    <AppTheme {...props}>
      <Box id="top" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <AppNavBar />
        <Box component="main" sx={{ flex: 1 }}>
          <Hero />
          <Features />
          <GrowthChart />
          <Testimonials />
          <Highlights />
          <PricingTeaser />
          <Faq />
        </Box>
        <Footer />
      </Box>
    </AppTheme>
  );
}
