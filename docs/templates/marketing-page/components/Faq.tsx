import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { questions } from '../data';
import SectionHeading from './SectionHeading';

/** Questions as accordions, one open at a time. */
export default function Faq() {
  const [expanded, setExpanded] = React.useState<number | false>(0);
  return (
    <Box
      component="section"
      id="faq"
      aria-labelledby="faq-title"
      sx={{
        scrollMarginTop: 64,
        py: { xs: 8, md: 10 },
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="md">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions we hear often" />
        {questions.map((item, index) => (
          <Accordion
            key={item.question}
            disableGutters
            variant="outlined"
            expanded={expanded === index}
            onChange={(_event, isExpanded) => setExpanded(isExpanded ? index : false)}
            slotProps={{ heading: { component: 'h3' } }}
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`faq-${index}-header`}
              aria-controls={`faq-${index}-content`}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}
