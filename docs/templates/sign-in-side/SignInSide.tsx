import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import ColorModeToggle from '../shared-theme/ColorModeToggle';
import BenefitsPanel from './components/BenefitsPanel';
import ProductMark from './components/ProductMark';
import SignInForm from './components/SignInForm';

/**
 * Sign-in with the product beside it: the form on one side, what Quillpost offers on the other. The two
 * sit side by side from the `md` breakpoint and stack (form first) below it.
 */
export default function SignInSide(props: Omit<AppThemeProps, 'children'>) {
  return (
    <AppTheme {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}>
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 2 }}
        >
          <ProductMark />
          <ColorModeToggle />
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.1fr)' },
            gap: { md: 2 },
            px: { md: 2 },
            pb: { md: 2 },
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              px: { xs: 2.5, sm: 4 },
              pt: { xs: 2, md: 6 },
              pb: { xs: 5, md: 6 },
            }}
          >
            <Box sx={{ width: '100%', maxWidth: 400 }}>
              <Typography variant="h4" component="h1">
                Sign in
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
                Welcome back. Your team’s conversations are waiting.
              </Typography>
              <SignInForm />
            </Box>
          </Box>
          <BenefitsPanel />
        </Box>
        <Box
          component="footer"
          sx={{ py: 2.5, px: 2, textAlign: 'center', borderTop: { xs: 1, md: 0 }, borderColor: { xs: 'divider' } }}
        >
          <Typography variant="body2" color="text.secondary">
            © 2026 Quillpost · Shared inboxes for small teams
          </Typography>
        </Box>
      </Box>
    </AppTheme>
  );
}
