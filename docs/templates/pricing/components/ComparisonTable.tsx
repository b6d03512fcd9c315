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

/** The feature column stays in view while the plans scroll sideways under it (`left` flips in RTL). */
const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: { xs: 1, md: 0 },
  borderRightColor: 'divider',
} as const;

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
    <>
      <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' }, mb: 1.5 }}>
        Scroll the table sideways to see every plan.
      </Typography>
      <Box
        role="region"
        aria-label="Feature comparison table"
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
        <Table sx={{ minWidth: 600 }} aria-labelledby="compare-heading">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ ...stickyColumn, width: { xs: 150, sm: '34%' } }}>
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
                    <Box component="span" sx={{ position: 'sticky', left: 16 }}>
                      {group.name}
                    </Box>
                  </TableCell>
                </TableRow>
                {group.features.map((feature) => (
                  <TableRow key={feature.name}>
                    <TableCell component="th" scope="row" sx={{ ...stickyColumn, color: 'text.secondary' }}>
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
    </>
  );
}
