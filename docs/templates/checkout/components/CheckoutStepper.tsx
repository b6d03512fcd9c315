import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { STEPS } from '../checkoutForm';

/**
 * Where the reader is in the checkout. From `sm` up, the full stepper with every step's name; on
 * phones, one line ("Step 2 of 3") and a progress bar, which fit in 360 px.
 */
export default function CheckoutStepper({ activeStep }: { activeStep: number }) {
  const current = Math.min(activeStep, STEPS.length - 1);
  const next = STEPS[activeStep + 1];
  return (
    <>
      <Stepper activeStep={activeStep} sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1, gap: 1 }}>
          <Typography variant="subtitle2" component="p">
            {activeStep < STEPS.length ? `Step ${current + 1} of ${STEPS.length}` : 'Order placed'}
          </Typography>
          {next ? (
            <Typography variant="caption" color="text.secondary">
              Next: {next}
            </Typography>
          ) : null}
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(Math.min(activeStep + 1, STEPS.length) / STEPS.length) * 100}
          aria-label="Checkout progress"
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
    </>
  );
}
