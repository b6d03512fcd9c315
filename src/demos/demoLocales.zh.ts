import { zhCN as materialZhCN } from '@mui/material/locale';
import { zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';

/** The components' Chinese texts (the Charts have no Chinese locale in this version), loaded on /zh/ pages only. */
export const ZH_LOCALES: readonly object[] = [materialZhCN, gridZhCN, pickersZhCN];
