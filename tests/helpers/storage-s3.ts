process.env.TEST_STORAGE = 's3';
