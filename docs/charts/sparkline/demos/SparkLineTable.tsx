import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Weekly orders of a web shop's product lines over the last 10 weeks.
const products = [
  { name: 'Espresso beans', weekly: [120, 132, 128, 141, 150, 147, 162, 171, 168, 180] },
  { name: 'Filter papers', weekly: [64, 60, 66, 58, 55, 61, 52, 49, 51, 47] },
  { name: 'Milk frother', weekly: [12, 15, 9, 22, 18, 30, 26, 19, 24, 28] },
  { name: 'Travel mug', weekly: [40, 42, 41, 43, 40, 44, 42, 43, 45, 44] },
];

export default function SparkLineTable() {
  return (
    <TableContainer sx={{ width: '100%' }}>
      <Table size="small" aria-label="Weekly orders per product">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">This week</TableCell>
            <TableCell sx={{ width: { xs: 100, sm: 180 } }}>Last 10 weeks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.name}>
              <TableCell component="th" scope="row">
                {product.name}
              </TableCell>
              <TableCell align="right">{product.weekly[product.weekly.length - 1]}</TableCell>
              <TableCell sx={{ py: 0 }}>
                <SparkLineChart
                  data={product.weekly}
                  height={36}
                  plotType="bar"
                  showHighlight
                  showTooltip
                  valueFormatter={(value) => (value === null ? '' : `${value} orders`)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
