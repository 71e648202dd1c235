import { REPORT_PRINT_PATHS } from '@fieldbook/domain/inspections/report-print-paths';
import { Box } from '@mantine/core';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import { AppFrame } from '../../../app/app-frame';
import { queryClient } from '../../../shared/api/query-client';
import { MemberReport } from '../components/member-report';
import { SharedReport } from '../components/shared-report';

function MemberPrint() {
  const { id = '' } = useParams();
  return <MemberReport id={id} />;
}

/** Inset as in the blank layout a share link's page opens in, so its PDF prints as it did from that page. */
function SharedPrint() {
  const { token = '' } = useParams();
  return (
    <Box px="md" pb="xl">
      <SharedReport token={token} />
    </Box>
  );
}

/**
 * The print entry's page (ADR 224): the app's frame (theme, query cache) around the one report component, for a
 * member or under a share link, without the shell, the modules' routes or the session check.
 */
export function PrintApp() {
  return (
    <AppFrame queryClient={queryClient}>
      <BrowserRouter>
        <main>
          <Routes>
            <Route path={REPORT_PRINT_PATHS.member} element={<MemberPrint />} />
            <Route path={REPORT_PRINT_PATHS.shared} element={<SharedPrint />} />
          </Routes>
        </main>
      </BrowserRouter>
    </AppFrame>
  );
}
