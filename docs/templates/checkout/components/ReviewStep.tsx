import type * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countryByCode, formatPrice, type CartTotals } from '../cart';
import { cardBrand, maskedCardNumber, type PaymentValues, type ShippingValues } from '../checkoutForm';

interface ReviewStepProps {
  shipping: ShippingValues;
  payment: PaymentValues;
  totals: CartTotals;
  itemCount: number;
  /** Goes back to a step to change what was entered there. */
  onEdit: (step: number) => void;
}

function ReviewCard({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" onClick={onEdit} aria-label={editLabel}>
          Edit
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}

function Line({ children, muted = false }: { children: React.ReactNode; muted?: boolean }) {
  return (
    <Typography variant="body2" color={muted ? 'text.secondary' : 'text.primary'}>
      {children}
    </Typography>
  );
}

/** Step 3: everything the reader entered, with a way back to each part. */
export default function ReviewStep({ shipping, payment, totals, itemCount, onEdit }: ReviewStepProps) {
  const country = countryByCode(shipping.country);
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">
        Check the details below. You pay <strong>{formatPrice(totals.total)}</strong> for {itemCount} items, including
        shipping and tax.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReviewCard title="Shipping to" editLabel="Edit shipping address" onEdit={() => onEdit(0)}>
            <Line>{shipping.fullName}</Line>
            <Line muted>{shipping.address1}</Line>
            {shipping.address2 ? <Line muted>{shipping.address2}</Line> : null}
            <Line muted>
              {shipping.postalCode} {shipping.city}
            </Line>
            <Line muted>{country?.name}</Line>
          </ReviewCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReviewCard title="Delivery" editLabel="Edit delivery date" onEdit={() => onEdit(0)}>
            <Line>{shipping.deliveryDate?.format('dddd, MMMM D, YYYY')}</Line>
            <Line muted>Between 9:00 and 18:00, signature on delivery</Line>
          </ReviewCard>
        </Grid>
        <Grid size={12}>
          <ReviewCard title="Payment" editLabel="Edit payment details" onEdit={() => onEdit(1)}>
            {payment.method === 'card' ? (
              <>
                <Line>
                  {cardBrand(payment.cardNumber) ?? 'Card'}{' '}
                  <span dir="ltr">{maskedCardNumber(payment.cardNumber)}</span>
                </Line>
                <Line muted>
                  {payment.nameOnCard} · expires <span dir="ltr">{payment.expiry}</span>
                </Line>
              </>
            ) : (
              <>
                <Line>Bank transfer</Line>
                <Line muted>Bank details and your payment reference follow on the next screen.</Line>
              </>
            )}
          </ReviewCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
