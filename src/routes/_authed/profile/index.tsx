import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MyAgency } from '../../../features/agency/MyAgency';
import { MyAgencyInvites } from '../../../features/agency/MyAgencyInvites';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { ProfilePage } from '../../../features/profile/ProfilePage';

export const Route = createFileRoute('/_authed/profile/')({
  staticData: { title: msg`Tài khoản`, layout: 'default', scrollToTop: true },
  // The agency's and the invitations' words come with the agency's catalog.
  loader: () => Promise.all([loadFeatureCatalog('account'), loadFeatureCatalog('agency')]),
  component: Profile,
});

function Profile() {
  return (
    <ProfilePage
      agency={
        <>
          <MyAgency />
          <MyAgencyInvites />
        </>
      }
    />
  );
}
