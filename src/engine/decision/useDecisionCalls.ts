import { useDataProvider } from 'react-admin';
import type { WorkflowDataProvider } from '../../../dataProvider/workflow';

/** The decision screen's reads (a disclosure report, a timeline), through the data provider. */
export const useDecisionCalls = () => useDataProvider<WorkflowDataProvider>();
