import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { inspectionRunnerPath } from './inspections-api';
import { startInspection } from './start-inspection';

/** Starts an inspection and opens it in the runner; the start buttons of every screen share it. */
export function useStartInspection() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startInspection,
    onSuccess: (id) => void navigate(inspectionRunnerPath(id)),
  });
}
