import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import ColorModeToggle from '../shared-theme/ColorModeToggle';
import ProductMark from './components/ProductMark';
import SignUpConfirmation from './components/SignUpConfirmation';
import SignUpForm from './components/SignUpForm';

/**
 * Account creation for Quillpost, a shared inbox for small teams. The form and its rules live in
 * `components/SignUpForm.tsx` and `validation.ts`; once the (pretend) account exists, a confirmation takes
 * the form's place.
 */
export default function SignUp(props: Omit<AppThemeProps, 'children'>) {
  const [account, setAccount] = React.useState<{ fullName: string; email: string } | null>(null);
  return (
    <AppTheme {...props}>
      <Box
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100dvh',
          bgcolor: 'background.default',
          backgroundImage: `linear-gradient(180deg, rgba(${theme.vars.palette.primary.mainChannel} / 0.1), transparent 360px)`,
        })}
      >
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 2 }}
        >
          <ProductMark />
          <ColorModeToggle />
        </Box>
        <Box component="main" sx={{ flex: 1, px: 2, pt: { xs: 2, sm: 5 }, pb: { xs: 4, sm: 8 } }}>
          <Stack spacing={1} sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
            <Typography variant="h4" component="h1">
              Create your account
            </Typography>
            <Typography color="text.secondary">
              Try Quillpost free for 14 days with up to 5 teammates. No card needed.
            </Typography>
          </Stack>
          <Card
            sx={(theme) => ({
              maxWidth: 480,
              mx: 'auto',
              p: { xs: 2.5, sm: 4 },
              boxShadow: '0 12px 32px -12px rgba(17, 24, 39, 0.18)',
              ...theme.applyStyles('dark', { boxShadow: '0 12px 32px -12px rgba(0, 0, 0, 0.7)' }),
            })}
          >
            {account ? (
              <SignUpConfirmation {...account} onStartOver={() => setAccount(null)} />
            ) : (
              <SignUpForm onCreated={setAccount} />
            )}
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
