import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceRounded';
import CreditCardIcon from '@mui/icons-material/CreditCardRounded';
import {
  cardBrand,
  formatCardNumber,
  formatExpiry,
  type Errors,
  type PaymentField,
  type PaymentMethod,
  type PaymentValues,
} from '../checkoutForm';
import type { RegisterField } from './fieldRefs';

interface PaymentStepProps {
  values: PaymentValues;
  errors: Errors<PaymentField>;
  onChange: <Field extends keyof PaymentValues>(field: Field, value: PaymentValues[Field]) => void;
  onBlur: (field: PaymentField) => void;
  registerField: RegisterField<PaymentField>;
}

const methods: { value: PaymentMethod; label: string; hint: string; icon: React.ReactNode }[] = [
  {
    value: 'card',
    label: 'Credit or debit card',
    hint: 'Visa, Mastercard, American Express',
    icon: <CreditCardIcon />,
  },
  { value: 'bank', label: 'Bank transfer', hint: 'Ships once the payment arrives', icon: <AccountBalanceIcon /> },
];

/** Step 2: how the reader pays. Card fields format themselves as they are typed. */
export default function PaymentStep({ values, errors, onChange, onBlur, registerField }: PaymentStepProps) {
  const brand = cardBrand(values.cardNumber);
  return (
    <Stack spacing={3}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <FormLabel component="legend" sx={{ mb: 1.5, color: 'text.primary', fontWeight: 600 }}>
          Payment method
        </FormLabel>
        <RadioGroup
          name="method"
          value={values.method}
          onChange={(event) => onChange('method', event.target.value as PaymentMethod)}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
        >
          {methods.map((method) => {
            const selected = values.method === method.value;
            return (
              <FormControlLabel
                key={method.value}
                value={method.value}
                control={<Radio />}
                label={
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
                    <Box sx={{ color: selected ? 'primary.main' : 'text.secondary', display: 'flex' }} aria-hidden>
                      {method.icon}
                    </Box>
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {method.label}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {method.hint}
                      </Typography>
                    </Box>
                  </Stack>
                }
                sx={{
                  m: 0,
                  pr: 2,
                  border: 1,
                  borderRadius: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'action.selected' : 'background.paper',
                  transition: 'border-color 120ms',
                  '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
                }}
              />
            );
          })}
        </RadioGroup>
      </Box>

      {values.method === 'card' ? (
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <TextField
              name="cardNumber"
              label="Card number"
              required
              value={values.cardNumber}
              onChange={(event) => onChange('cardNumber', formatCardNumber(event.target.value))}
              onBlur={() => onBlur('cardNumber')}
              inputRef={registerField('cardNumber')}
              error={Boolean(errors.cardNumber)}
              helperText={errors.cardNumber ?? 'Try 4242 4242 4242 4242: nothing is charged in this demo.'}
              placeholder="1234 5678 9012 3456"
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23, dir: 'ltr' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      {brand ? (
                        <Typography variant="caption" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                          {brand}
                        </Typography>
                      ) : (
                        <CreditCardIcon sx={{ color: 'text.secondary' }} aria-hidden />
                      )}
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Grid>
          <Grid size={6}>
            <TextField
              name="expiry"
              label="Expiry (MM/YY)"
              required
              value={values.expiry}
              onChange={(event) => onChange('expiry', formatExpiry(event.target.value))}
              onBlur={() => onBlur('expiry')}
              inputRef={registerField('expiry')}
              error={Boolean(errors.expiry)}
              helperText={errors.expiry ?? ' '}
              placeholder="08/28"
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5, dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={6}>
            <TextField
              name="cvc"
              label="CVC"
              required
              value={values.cvc}
              onChange={(event) => onChange('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
              onBlur={() => onBlur('cvc')}
              inputRef={registerField('cvc')}
              error={Boolean(errors.cvc)}
              helperText={errors.cvc ?? '3 or 4 digits on the back'}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4, dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              name="nameOnCard"
              label="Name on card"
              required
              value={values.nameOnCard}
              onChange={(event) => onChange('nameOnCard', event.target.value)}
              onBlur={() => onBlur('nameOnCard')}
              inputRef={registerField('nameOnCard')}
              error={Boolean(errors.nameOnCard)}
              helperText={errors.nameOnCard ?? ' '}
              slotProps={{ htmlInput: { autoComplete: 'cc-name' } }}
            />
          </Grid>
        </Grid>
      ) : (
        <Alert severity="info" icon={<AccountBalanceIcon />}>
          After you place the order we show the shop&apos;s bank details and a payment reference. Your tea is packed as
          soon as the transfer arrives, usually within two working days.
        </Alert>
      )}
    </Stack>
  );
}
