import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Each level keeps its children under a different key.
interface Place {
  id: string;
  label: string;
  cities?: Place[];
  districts?: Place[];
}

const places: Place[] = [
  {
    id: 'fr',
    label: 'France',
    cities: [
      {
        id: 'fr-lyon',
        label: 'Lyon',
        districts: [
          { id: 'fr-lyon-1', label: 'Presqu’île' },
          { id: 'fr-lyon-2', label: 'Croix-Rousse' },
        ],
      },
      { id: 'fr-nantes', label: 'Nantes' },
    ],
  },
  {
    id: 'pt',
    label: 'Portugal',
    cities: [
      {
        id: 'pt-porto',
        label: 'Porto',
        districts: [
          { id: 'pt-porto-1', label: 'Ribeira' },
          { id: 'pt-porto-2', label: 'Boavista' },
        ],
      },
    ],
  },
];

const getItemChildren = (place: Place) => place.cities ?? place.districts;

export default function ChildrenUnderOtherKeys() {
  return (
    <Box sx={{ height: 300, minWidth: 250, overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Countries, cities and districts"
        items={places}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['fr', 'fr-lyon']}
      />
    </Box>
  );
}
