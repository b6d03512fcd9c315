import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { formatPrice, type CartItem, type CartTotals } from '../cart';

interface OrderSummaryProps {
  items: CartItem[];
  totals: CartTotals;
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : undefined }}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The items and the money: what the reader pays, kept in sight while they fill in the form. */
function SummaryContent({ items, totals }: OrderSummaryProps) {
  let shipping = 'Calculated after the address';
  if (totals.shipping !== null) {
    shipping = totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping);
  }
  const taxLabel =
    totals.taxRate === null ? 'Tax' : `Tax (${(totals.taxRate * 100).toFixed(2).replace(/\.?0+$/, '')}%)`;
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Stack component="li" key={item.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar
              variant="rounded"
              aria-hidden
              sx={(theme) => ({
                width: 48,
                height: 48,
                fontSize: '0.875rem',
                fontWeight: 700,
                color: 'text.primary',
                bgcolor: `rgba(${theme.vars.palette[item.tone].mainChannel} / 0.16)`,
              })}
            >
              {item.initials}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {item.detail} · Qty {item.quantity}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
              {formatPrice(item.unitPrice * item.quantity)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Divider />
      <Stack spacing={1}>
        <SummaryRow label="Subtotal" value={formatPrice(totals.subtotal)} />
        <SummaryRow label="Shipping" value={shipping} />
        <SummaryRow label={taxLabel} value={totals.tax === null ? '—' : formatPrice(totals.tax)} />
      </Stack>
      <Divider />
      <SummaryRow label="Total" value={formatPrice(totals.total)} strong />
      {totals.shipping === null ? (
        <Typography variant="caption" color="text.secondary">
          Shipping and tax depend on the country you ship to.
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The summary as a side panel, for wide screens. */
export function OrderSummaryPanel(props: OrderSummaryProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="order-summary-heading"
      sx={{ p: 3, position: 'sticky', top: 24 }}
    >
      <Typography id="order-summary-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Order summary
      </Typography>
      <SummaryContent {...props} />
    </Paper>
  );
}

/** The summary folded into one line with the total, for phones: it opens on demand. */
export function OrderSummaryAccordion(props: OrderSummaryProps) {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Accordion
      variant="outlined"
      expanded={expanded}
      onChange={(_event, isExpanded) => setExpanded(isExpanded)}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="order-summary-compact-content"
        id="order-summary-compact-heading"
      >
        <Stack direction="row" sx={{ flex: 1, justifyContent: 'space-between', alignItems: 'center', gap: 2, pr: 1 }}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
            Order summary
          </Typography>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
            {formatPrice(props.totals.total)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <SummaryContent {...props} />
      </AccordionDetails>
    </Accordion>
  );
}
