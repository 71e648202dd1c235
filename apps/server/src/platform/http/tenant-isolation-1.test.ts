import { describeTenantIsolation } from '../../test/tenant-isolation-probe';

describeTenantIsolation(1, 4);
