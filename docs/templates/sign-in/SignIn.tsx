import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import ColorModeToggle from '../shared-theme/ColorModeToggle';
import ProductMark from './components/ProductMark';
import SignInForm from './components/SignInForm';

/**
 * A sign-in page for Quillpost, a shared inbox for small teams: one card in the middle of a softly tinted
 * page. The form, its checks and the fake sign-in service are in `components/SignInForm.tsx` and `auth.ts`.
 */
export default function SignIn(props: Omit<AppThemeProps, 'children'>) {
  return (
    <AppTheme {...props}>
      <Box
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100dvh',
          bgcolor: 'background.default',
          backgroundImage: `radial-gradient(ellipse 90% 60% at 50% -10%, rgba(${theme.vars.palette.primary.mainChannel} / 0.14), transparent)`,
        })}
      >
        <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', px: { xs: 2, sm: 3 }, pt: 2 }}>
          <ColorModeToggle />
        </Box>
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 2, sm: 4 } }}
        >
          <Card
            sx={(theme) => ({
              width: '100%',
              maxWidth: 440,
              p: { xs: 2.5, sm: 4 },
              boxShadow: '0 12px 32px -12px rgba(17, 24, 39, 0.18)',
              ...theme.applyStyles('dark', { boxShadow: '0 12px 32px -12px rgba(0, 0, 0, 0.7)' }),
            })}
          >
            <ProductMark />
            <Typography variant="h4" component="h1" sx={{ mt: 3 }}>
              Sign in
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              Welcome back. Your team’s conversations are waiting.
            </Typography>
            <SignInForm />
          </Card>
        </Box>
        <Box component="footer" sx={{ py: 3, px: 2, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            © 2026 Quillpost · Shared inboxes for small teams
          </Typography>
        </Box>
      </Box>
    </AppTheme>
  );
}
