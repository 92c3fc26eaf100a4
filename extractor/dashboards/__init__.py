"""Dashboards on top of the public views: Datasette metadata (``browse``) and a static HTML report (``report``)."""
