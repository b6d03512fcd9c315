import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart, type SankeyNodeIdentifierWithData } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes, euro } from './budget';

function describe(item: SankeyNodeIdentifierWithData) {
  const { node } = item;
  const incoming = node.targetLinks.map((link) => link.source.label);
  const outgoing = node.sourceLinks.map((link) => link.target.label);
  return [
    `nodeId: ${item.nodeId}, value: ${euro.format(node.value)}, depth: ${node.depth}`,
    `from: ${incoming.join(', ') || 'nothing'}`,
    `to: ${outgoing.join(', ') || 'nothing'}`,
  ];
}

export default function SankeyNodeClick() {
  const [clicked, setClicked] = React.useState<SankeyNodeIdentifierWithData | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <SankeyChart
        height={300}
        // preview-start
        onNodeClick={(event, node) => setClicked(node)}
        // preview-end
        series={{ data: { nodes: budgetNodes, links: budgetIdLinks } }}
      />
      <Typography variant="body2" component="div" dir="ltr" sx={{ overflowWrap: 'anywhere', minHeight: '4.5em' }}>
        {clicked ? describe(clicked).map((line) => <div key={line}>{line}</div>) : 'Click a node (a coloured bar).'}
      </Typography>
    </Stack>
  );
}
