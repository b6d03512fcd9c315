import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import { SHOP_NAME, formatPrice } from '../cart';
import type { PaymentMethod } from '../checkoutForm';

export interface PlacedOrder {
  number: string;
  firstName: string;
  deliveryDate: string;
  total: number;
  method: PaymentMethod;
}

interface ConfirmationProps {
  order: PlacedOrder;
  onNewOrder: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}

/** What the reader sees once the order is placed: the order number, what happens next. */
export default function Confirmation({ order, onNewOrder, headingRef }: ConfirmationProps) {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <CheckCircleIcon sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />
      <Box>
        <Typography ref={headingRef} tabIndex={-1} variant="h4" component="h2" sx={{ outline: 'none', mb: 1 }}>
          Thank you, {order.firstName}!
        </Typography>
        <Typography color="text.secondary">
          Your order is placed. We&apos;ve emailed a receipt and will write again when the parcel leaves our packing
          room. It is due on <strong>{order.deliveryDate}</strong>.
        </Typography>
      </Box>
      <Box
        sx={{
          px: 2.5,
          py: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          Order number
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontFamily: 'ui-monospace, monospace', letterSpacing: 1 }}
          dir="ltr"
        >
          {order.number}
        </Typography>
      </Box>
      {order.method === 'bank' ? (
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          Transfer {formatPrice(order.total)} to {SHOP_NAME}, IBAN NL00 FERN 0000 0000 00, with the reference{' '}
          <strong>{order.number}</strong>. We pack your order when the payment arrives.
        </Alert>
      ) : null}
      <Button variant="contained" onClick={onNewOrder}>
        Start a new order
      </Button>
    </Stack>
  );
}
