import { useNavigate } from 'react-admin';
import { workplacePath } from '../routes/currentProject';

/** Back in history, or to the workplace when there is nowhere to go back to. */
export function useGoBack() {
  const navigate = useNavigate();
  return () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(workplacePath()));
}
