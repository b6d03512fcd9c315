import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';
import { SHOP_NAME, cartItems, cartTotals } from './cart';
import {
  PAYMENT_FIELDS,
  SHIPPING_FIELDS,
  STEPS,
  hasErrors,
  withFieldErrors,
  initialPayment,
  initialShipping,
  orderNumber,
  validatePayment,
  validateShipping,
  type Errors,
  type PaymentField,
  type PaymentValues,
  type ShippingField,
  type ShippingValues,
} from './checkoutForm';
import CheckoutHeader from './components/CheckoutHeader';
import CheckoutStepper from './components/CheckoutStepper';
import Confirmation, { type PlacedOrder } from './components/Confirmation';
import { OrderSummaryAccordion, OrderSummaryPanel } from './components/OrderSummary';
import PaymentStep from './components/PaymentStep';
import ReviewStep from './components/ReviewStep';
import ShippingStep from './components/ShippingStep';
import { useFieldRefs } from './components/fieldRefs';

const NEXT_LABELS = ['Continue to payment', 'Review your order', 'Place order'];

const STEP_INTROS = [
  'Where should we send your tea? We deliver Monday to Saturday.',
  'Choose how to pay. Card details stay in your browser in this demo.',
  'One last look before we start packing.',
];

/** Back and next arrows that point the right way in right-to-left pages too. */
function DirectionalIcon({ forward }: { forward: boolean }) {
  const theme = useTheme();
  const pointsRight = forward === (theme.direction === 'ltr');
  return pointsRight ? <ArrowForwardIcon /> : <ArrowBackIcon />;
}

/**
 * A three-step checkout: shipping address, payment, review, then a confirmation with the order number.
 * Each step is validated when the reader presses "Next" (and again on blur from then on); the first
 * invalid field gets the focus. Values live here, in the page, so going back never loses them.
 */
export default function Checkout(props: Omit<AppThemeProps, 'children'>) {
  const [activeStep, setActiveStep] = React.useState(0);
  const [shipping, setShipping] = React.useState<ShippingValues>(initialShipping);
  const [payment, setPayment] = React.useState<PaymentValues>(initialPayment);
  const [shippingErrors, setShippingErrors] = React.useState<Errors<ShippingField>>({});
  const [paymentErrors, setPaymentErrors] = React.useState<Errors<PaymentField>>({});
  // Errors show up on the first "Next" of a step; from then on every blur re-checks the step.
  const [shippingChecked, setShippingChecked] = React.useState(false);
  const [paymentChecked, setPaymentChecked] = React.useState(false);
  const [placing, setPlacing] = React.useState(false);
  const [order, setOrder] = React.useState<PlacedOrder | null>(null);

  const shippingRefs = useFieldRefs<ShippingField>();
  const paymentRefs = useFieldRefs<PaymentField>();
  const stepHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const movedStep = React.useRef(false);

  const totals = cartTotals(cartItems, shipping.country);
  const itemCount = cartItems.reduce((sum, item) => sum + item.quantity, 0);

  // After a step change, move the focus to the new step's heading so screen readers announce it.
  React.useEffect(() => {
    if (movedStep.current) {
      stepHeadingRef.current?.focus();
    }
  }, [activeStep]);

  const goTo = (step: number) => {
    movedStep.current = true;
    setActiveStep(step);
  };

  const changeShipping = <Field extends ShippingField>(field: Field, value: ShippingValues[Field]) => {
    const next = { ...shipping, [field]: value };
    setShipping(next);
    // The country menu and the date picker change without a blur: once errors are showing, re-check
    // them at once (with the postal code, whose format follows the country).
    if (shippingChecked && (field === 'country' || field === 'deliveryDate')) {
      const fields: ShippingField[] = field === 'country' ? ['country', 'postalCode'] : ['deliveryDate'];
      setShippingErrors((previous) => withFieldErrors(previous, validateShipping(next), fields));
    }
  };
  const changePayment = <Field extends keyof PaymentValues>(field: Field, value: PaymentValues[Field]) => {
    setPayment((previous) => ({ ...previous, [field]: value }));
  };

  // On blur only the field that lost the focus is re-checked: messages elsewhere do not appear under the
  // reader's pointer (which would move the "Next" button away between mouse down and mouse up).
  const recheckShipping = (field: ShippingField) => {
    if (shippingChecked) {
      setShippingErrors((previous) => withFieldErrors(previous, validateShipping(shipping), [field]));
    }
  };
  const recheckPayment = (field: PaymentField) => {
    if (paymentChecked) {
      setPaymentErrors((previous) => withFieldErrors(previous, validatePayment(payment), [field]));
    }
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeStep === 0) {
      const errors = validateShipping(shipping);
      setShippingErrors(errors);
      setShippingChecked(true);
      if (hasErrors(errors)) {
        shippingRefs.focusFirst(SHIPPING_FIELDS.filter((field) => errors[field]));
        return;
      }
      goTo(1);
    } else if (activeStep === 1) {
      const errors = validatePayment(payment);
      setPaymentErrors(errors);
      setPaymentChecked(true);
      if (hasErrors(errors)) {
        paymentRefs.focusFirst(PAYMENT_FIELDS.filter((field) => errors[field]));
        return;
      }
      goTo(2);
    } else if (activeStep === 2 && !placing) {
      // No server here: "placing" the order waits a moment and resolves locally.
      setPlacing(true);
      window.setTimeout(() => {
        setOrder({
          number: orderNumber(shipping, totals.total),
          firstName: shipping.fullName.trim().split(/\s+/)[0] ?? '',
          deliveryDate: shipping.deliveryDate?.format('dddd, MMMM D') ?? '',
          total: totals.total,
          method: payment.method,
        });
        setPlacing(false);
        goTo(3);
      }, 900);
    }
  };

  const startOver = () => {
    setShipping(initialShipping);
    setPayment(initialPayment);
    setShippingErrors({});
    setPaymentErrors({});
    setShippingChecked(false);
    setPaymentChecked(false);
    setOrder(null);
    goTo(0);
  };

  const done = activeStep === STEPS.length && order !== null;

  return (
    <AppTheme {...props}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
          <CheckoutHeader />
          <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 6 } }}>
            <Typography variant="h3" component="h1" sx={{ mb: { xs: 2, md: 4 } }}>
              Checkout
            </Typography>
            <Grid container spacing={{ xs: 3, md: 5 }}>
              <Grid size={{ xs: 12, md: 7 }}>
                <Stack spacing={3}>
                  <Box sx={{ display: { md: 'none' } }}>
                    <OrderSummaryAccordion items={cartItems} totals={totals} />
                  </Box>
                  <CheckoutStepper activeStep={activeStep} />
                  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
                    {done ? (
                      <Confirmation order={order} onNewOrder={startOver} headingRef={stepHeadingRef} />
                    ) : (
                      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="step-heading">
                        <Typography
                          id="step-heading"
                          ref={stepHeadingRef}
                          tabIndex={-1}
                          variant="h5"
                          component="h2"
                          sx={{ outline: 'none' }}
                        >
                          {STEPS[activeStep]}
                        </Typography>
                        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
                          {STEP_INTROS[activeStep]}
                        </Typography>
                        {activeStep === 0 ? (
                          <ShippingStep
                            values={shipping}
                            errors={shippingErrors}
                            onChange={changeShipping}
                            onBlur={recheckShipping}
                            registerField={shippingRefs.register}
                          />
                        ) : null}
                        {activeStep === 1 ? (
                          <PaymentStep
                            values={payment}
                            errors={paymentErrors}
                            onChange={changePayment}
                            onBlur={recheckPayment}
                            registerField={paymentRefs.register}
                          />
                        ) : null}
                        {activeStep === 2 ? (
                          <ReviewStep
                            shipping={shipping}
                            payment={payment}
                            totals={totals}
                            itemCount={itemCount}
                            onEdit={goTo}
                          />
                        ) : null}
                        <Stack
                          direction={{ xs: 'column-reverse', sm: 'row' }}
                          spacing={2}
                          sx={{ mt: 4, justifyContent: 'space-between' }}
                        >
                          {activeStep > 0 ? (
                            <Button
                              variant="outlined"
                              startIcon={<DirectionalIcon forward={false} />}
                              onClick={() => goTo(activeStep - 1)}
                              disabled={placing}
                            >
                              Back
                            </Button>
                          ) : (
                            <Box />
                          )}
                          <Button
                            type="submit"
                            variant="contained"
                            size="large"
                            loading={placing}
                            loadingPosition="end"
                            endIcon={activeStep < 2 ? <DirectionalIcon forward /> : undefined}
                          >
                            {NEXT_LABELS[activeStep]}
                          </Button>
                        </Stack>
                      </Box>
                    )}
                  </Paper>
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
                <OrderSummaryPanel items={cartItems} totals={totals} />
              </Grid>
            </Grid>
          </Container>
          <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}>
            <Container
              maxWidth="lg"
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1,
                justifyContent: 'space-between',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                © 2026 {SHOP_NAME} · Free returns within 30 days
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Questions about your order?{' '}
                <Link href="mailto:help@fernhill.example" color="primary">
                  help@fernhill.example
                </Link>
              </Typography>
            </Container>
          </Box>
        </Box>
      </LocalizationProvider>
    </AppTheme>
  );
}
