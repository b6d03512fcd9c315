import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart, type SankeyLinkIdentifierWithData } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes, euro } from './budget';

export default function SankeyLinkClick() {
  const [clicked, setClicked] = React.useState<SankeyLinkIdentifierWithData | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <SankeyChart
        height={300}
        // preview-start
        onLinkClick={(event, link) => setClicked(link)}
        // preview-end
        series={{ data: { nodes: budgetNodes, links: budgetIdLinks } }}
      />
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere', minHeight: '3em' }}>
        {clicked
          ? `sourceId: ${clicked.sourceId}, targetId: ${clicked.targetId}: ` +
            `${clicked.link.source.label} → ${clicked.link.target.label}, ` +
            `${euro.format(clicked.link.value)}`
          : 'Click a link (a band between two nodes).'}
      </Typography>
    </Stack>
  );
}
