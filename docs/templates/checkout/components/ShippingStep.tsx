import * as React from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { countries } from '../cart';
import { TODAY, isUnavailableDeliveryDay, type Errors, type ShippingField, type ShippingValues } from '../checkoutForm';
import type { RegisterField } from './fieldRefs';

interface ShippingStepProps {
  values: ShippingValues;
  errors: Errors<ShippingField>;
  onChange: <Field extends ShippingField>(field: Field, value: ShippingValues[Field]) => void;
  onBlur: (field: ShippingField) => void;
  registerField: RegisterField<ShippingField>;
}

/**
 * Step 1: where the parcel goes and when it should arrive. Fields without a hint get a blank one
 * (`' '`), so that an error message appearing or going away does not move the fields below it.
 */
export default function ShippingStep({ values, errors, onChange, onBlur, registerField }: ShippingStepProps) {
  const text = (field: Exclude<ShippingField, 'country' | 'deliveryDate'>) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
    inputRef: registerField(field),
    error: Boolean(errors[field]),
  });

  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <TextField
          {...text('fullName')}
          label="Full name"
          required
          autoComplete="shipping name"
          helperText={errors.fullName ?? ' '}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...text('address1')}
          label="Address line 1"
          required
          autoComplete="shipping address-line1"
          helperText={errors.address1 ?? 'Street and house number'}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...text('address2')}
          label="Address line 2 (optional)"
          autoComplete="shipping address-line2"
          helperText="Apartment, floor, company name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...text('city')}
          label="City"
          required
          autoComplete="shipping address-level2"
          helperText={errors.city ?? ' '}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...text('postalCode')}
          label="Postal code"
          required
          autoComplete="shipping postal-code"
          helperText={errors.postalCode ?? ' '}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          name="country"
          label="Country"
          required
          value={values.country}
          onChange={(event) => onChange('country', event.target.value)}
          onBlur={() => onBlur('country')}
          inputRef={registerField('country')}
          error={Boolean(errors.country)}
          helperText={errors.country ?? 'Shipping and tax follow the country'}
          slotProps={{ htmlInput: { autoComplete: 'shipping country' } }}
        >
          {countries.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DatePicker
          label="Delivery date"
          value={values.deliveryDate}
          onChange={(value) => onChange('deliveryDate', value)}
          minDate={TODAY}
          maxDate={TODAY.add(2, 'month')}
          referenceDate={TODAY}
          shouldDisableDate={isUnavailableDeliveryDay}
          disableHighlightToday
          slotProps={{
            textField: {
              // Focusing the hidden input focuses the date's first section.
              inputRef: registerField('deliveryDate'),
              name: 'deliveryDate',
              fullWidth: true,
              required: true,
              onBlur: () => onBlur('deliveryDate'),
              error: Boolean(errors.deliveryDate),
              helperText: errors.deliveryDate ?? 'Monday to Saturday',
            },
          }}
        />
      </Grid>
    </Grid>
  );
}
