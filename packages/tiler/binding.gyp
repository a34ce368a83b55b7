{
  "targets": [
    {
      "target_name": "remap",
      "sources": ["native/remap.cc"],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"],
      "defines": ["NODE_ADDON_API_CPP_EXCEPTIONS", "NODE_API_NO_EXTERNAL_BUFFERS_ALLOWED"],
      "cflags_cc": ["-std=c++17", "-O3", "-fexceptions", "-ffp-contract=off"],
      "cflags_cc!": ["-fno-exceptions"]
    }
  ]
}
