import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { faqs } from '../plans';

/** Questions as accordions: each summary is an `h3` button, and several can be open at once. */
export default function FaqSection() {
  const [expanded, setExpanded] = React.useState<string[]>([faqs[0]?.id ?? '']);
  const toggle = (id: string) => (_event: React.SyntheticEvent, isExpanded: boolean) =>
    setExpanded((current) => (isExpanded ? [...current, id] : current.filter((item) => item !== id)));
  return (
    <Box>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          expanded={expanded.includes(faq.id)}
          onChange={toggle(faq.id)}
          disableGutters
          elevation={0}
          square
          slotProps={{ heading: { component: 'h3' } }}
          sx={{
            bgcolor: 'transparent',
            borderBottom: 1,
            borderColor: 'divider',
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${faq.id}-content`}
            id={`faq-${faq.id}-heading`}
            sx={{ px: 0, py: 1 }}
          >
            <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0, pt: 0, pb: 3 }}>
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
