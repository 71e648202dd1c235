import { describeTenantIsolation } from '../../test/tenant-isolation-probe';

describeTenantIsolation(2, 4);
