import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import GitHubStars from '@site/src/components/GitHubStars';
import NavbarSeparator from '@site/src/components/NavbarSeparator';

export default {
  ...ComponentTypes,
  'custom-githubStars': GitHubStars,
  'custom-separator': NavbarSeparator,
};
