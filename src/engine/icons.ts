/** Icons by name: declarations stay free of React, the console maps names to components. */
import type { SvgIconComponent } from '@mui/icons-material';
import PolicyIcon from '@mui/icons-material/PolicyOutlined';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import TableIcon from '@mui/icons-material/TableChartOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';

export const icons: Record<string, SvgIconComponent> = {
  Policy: PolicyIcon,
  List: ListIcon,
  Table: TableIcon,
  Description: DescriptionIcon,
};

export const iconOf = (name: string): SvgIconComponent => icons[name] ?? DescriptionIcon;
