import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckRounded';
import RemoveIcon from '@mui/icons-material/RemoveRounded';
import * as React from 'react';
import { featureGroups, plans, type FeatureValue } from '../plans';
import { visuallyHidden } from './visuallyHidden';

/** A check or a dash with a text alternative, or the value itself. */
function ValueCell({ value }: { value: FeatureValue }) {
  if (value === true) {
    return (
      <>
        <CheckIcon sx={{ color: 'primary.main', verticalAlign: 'middle' }} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Included
        </Box>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <RemoveIcon sx={{ color: 'text.secondary', verticalAlign: 'middle' }} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Not included
        </Box>
      </>
    );
  }
  return <>{value}</>;
}

/**
 * Every feature of every plan in a real table: column headers for the plans, row headers for the
 * features, a header row per group. On narrow screens the table scrolls sideways inside its own box
 * (which can take the keyboard focus, so it scrolls with the arrow keys too) while the page does not.
 */
export default function ComparisonTable() {
  return (
    <Box
      role="region"
      aria-labelledby="compare-heading"
      tabIndex={0}
      sx={{
        // Relative, so that the visually hidden labels stay inside the scrolling box.
        position: 'relative',
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table sx={{ minWidth: 640 }} aria-labelledby="compare-heading">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: '34%' }}>
              <Box component="span" sx={visuallyHidden}>
                Feature
              </Box>
            </TableCell>
            {plans.map((plan) => (
              <TableCell key={plan.id} component="th" scope="col" align="center" sx={{ width: '22%' }}>
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                  {plan.name}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {featureGroups.map((group) => (
            <React.Fragment key={group.name}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="colgroup"
                  colSpan={plans.length + 1}
                  sx={{ bgcolor: 'action.hover', fontWeight: 700, py: 1.25 }}
                >
                  {group.name}
                </TableCell>
              </TableRow>
              {group.features.map((feature) => (
                <TableRow key={feature.name}>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                    {feature.name}
                  </TableCell>
                  {plans.map((plan) => (
                    <TableCell
                      key={plan.id}
                      align="center"
                      sx={plan.highlighted ? { bgcolor: 'action.hover' } : undefined}
                    >
                      <ValueCell value={feature.values[plan.id]} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </React.Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
