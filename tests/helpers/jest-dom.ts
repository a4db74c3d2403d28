import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// waitFor and findBy* poll until their deadline; the default of 1 s is shorter than one render of a
// form while the whole suite loads both cores (a RegisterForm check failed so in CI), and a
// deadline that only a passing test reaches costs nothing when the answer comes early.
configure({ asyncUtilTimeout: 5_000 });
