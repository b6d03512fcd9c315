import type { GridColDef } from '@mui/x-data-grid';

export interface Order {
  id: number;
  instrument: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  filledQuantity: number;
  limitPrice: number;
  trader: string;
  venue: string;
  status: 'Open' | 'Partially filled' | 'Filled';
}

export const orders: Order[] = [
  {
    id: 1,
    instrument: 'Copper',
    side: 'Buy',
    quantity: 500,
    filledQuantity: 500,
    limitPrice: 9412.5,
    trader: 'I. Okafor',
    venue: 'LME',
    status: 'Filled',
  },
  {
    id: 2,
    instrument: 'Arabica coffee',
    side: 'Sell',
    quantity: 120,
    filledQuantity: 45,
    limitPrice: 318.2,
    trader: 'M. Dubois',
    venue: 'ICE',
    status: 'Partially filled',
  },
  {
    id: 3,
    instrument: 'Wheat',
    side: 'Buy',
    quantity: 800,
    filledQuantity: 0,
    limitPrice: 552.75,
    trader: 'S. Tanaka',
    venue: 'CBOT',
    status: 'Open',
  },
  {
    id: 4,
    instrument: 'Aluminium',
    side: 'Sell',
    quantity: 250,
    filledQuantity: 250,
    limitPrice: 2488,
    trader: 'I. Okafor',
    venue: 'LME',
    status: 'Filled',
  },
  {
    id: 5,
    instrument: 'Cocoa',
    side: 'Buy',
    quantity: 60,
    filledQuantity: 20,
    limitPrice: 8125,
    trader: 'R. Alves',
    venue: 'ICE',
    status: 'Partially filled',
  },
  {
    id: 6,
    instrument: 'Soybeans',
    side: 'Sell',
    quantity: 400,
    filledQuantity: 0,
    limitPrice: 1190.5,
    trader: 'S. Tanaka',
    venue: 'CBOT',
    status: 'Open',
  },
];

export const orderColumns: GridColDef<Order>[] = [
  { field: 'instrument', headerName: 'Instrument', width: 140 },
  { field: 'side', headerName: 'Side', width: 70 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, description: 'Lots ordered' },
  { field: 'filledQuantity', headerName: 'Filled', type: 'number', width: 90, description: 'Lots executed so far' },
  { field: 'limitPrice', headerName: 'Limit price', type: 'number', width: 110 },
  { field: 'trader', headerName: 'Trader', width: 110 },
  { field: 'venue', headerName: 'Venue', width: 80 },
  { field: 'status', headerName: 'Status', width: 140 },
];
